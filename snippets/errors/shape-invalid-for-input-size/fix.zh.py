import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

feats = torch.zeros(8, 16, 5, 5, device=device)
print(feats.numel(), feats.shape)

# 让 PyTorch 根据批次大小推断特征数。
print(feats.view(feats.size(0), -1).shape)
print(torch.flatten(feats, start_dim=1).shape)

# 只有其余维度能整除元素总数时，-1 才行得通。
print(torch.reshape(torch.arange(6, device=device), (-1, 3)).shape)
