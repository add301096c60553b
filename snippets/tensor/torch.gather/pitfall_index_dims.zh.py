import torch

log_probs = torch.zeros(4, 10)
target = torch.tensor([3, 1, 0, 9])         # 形状为 (4,)
print(log_probs.gather(1, target.unsqueeze(1)).shape)
log_probs.gather(1, target)                 # index 必须与输入一样是二维的
