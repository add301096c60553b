import torch

weights = torch.tensor([1.0, 2.0, 3.0])

print(torch.diag(weights))        # 由向量构造对角矩阵
print(torch.diag_embed(weights))  # 效果相同，而且还支持批量
weights.diagonal()                # diagonal 只读取矩阵的对角线
