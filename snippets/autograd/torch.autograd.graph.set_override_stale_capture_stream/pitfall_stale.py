import torch

w = torch.ones(1000, device="cuda", requires_grad=True)

# Warm-up on the default stream; `loss` keeps the autograd graph alive
loss = (w * 2).sum()
loss.backward()

graph = torch.cuda.CUDAGraph()
try:
    with torch.cuda.graph(graph):  # captures on a side stream
        (w * 2).sum().backward()
    print("captured")
except RuntimeError as err:
    print("stale" in str(err))
