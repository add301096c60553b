import torch

layers = [torch.ones(2, 3)]               # 链中恰好只有一个矩阵
print(torch.chain_matmul(*layers).shape)  # chain_matmul 原样返回
torch.linalg.multi_dot(layers)            # multi_dot 至少要两个
