import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
N = torch.randn(9, 9, dtype=torch.float64)  # 不对称

print(torch.lobpcg(N, k=2)[0])  # 照常运行并返回数值
print(torch.linalg.eigvals(N).abs().max())  # 真正的谱完全不同

S = (N + N.mT) / 2  # lobpcg 能处理的是对称矩阵
print(torch.lobpcg(S, k=2)[0], torch.linalg.eigvalsh(S)[-2:].flip(0))
