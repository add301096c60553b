import torch

weights = torch.tensor([[0.5, 2.0, 3.0]])    # 形状为 (1, 3)，例如来自 keepdim=True

print(torch.diag(weights))                   # 输入二维 -> 取其对角线：只有一个值
print(torch.diag(weights.squeeze(0)))        # 输入一维 -> 得到本来想要的 3 x 3 矩阵
