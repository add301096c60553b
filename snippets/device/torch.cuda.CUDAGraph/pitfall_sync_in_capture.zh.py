import torch

# 仅限 GPU：在捕获区域里把数值读回 CPU。
x = torch.ones(4, device="cuda")
torch.cuda.synchronize()
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    y = x * 2
    print(y.sum().item())  # 要立即拿到结果，但捕获期间什么都不执行
