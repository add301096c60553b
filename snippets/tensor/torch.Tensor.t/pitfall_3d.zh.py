import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch = torch.zeros(4, 2, 3, device=device)  # 一个批次，含四个 2x3 矩阵
print(batch.mT.shape)  # 本意：转置最后两个维度
batch.t()
