import torch

features = torch.zeros(8, 3, 4, 4)
head = torch.nn.Linear(48, 10)
print(head(features.flatten(1)).shape)   # (8, 10)
head(features.flatten())                 # 批次维度也被展平了
