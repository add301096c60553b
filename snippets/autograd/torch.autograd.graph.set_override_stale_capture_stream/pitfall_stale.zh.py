import torch

w = torch.ones(1000, device="cuda", requires_grad=True)

# 在默认流上预热；`loss` 让自动求导的计算图一直存活
loss = (w * 2).sum()
loss.backward()

graph = torch.cuda.CUDAGraph()
try:
    with torch.cuda.graph(graph):  # 在另一条流上捕获
        (w * 2).sum().backward()
    print("captured")
except RuntimeError as err:
    print("stale" in str(err))
