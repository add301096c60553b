import torch

# GPU only: rebinding the Python name does not change what the graph reads.
x = torch.ones(4, device="cuda")
torch.cuda.synchronize()
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    y = x * 2

x = torch.full((4,), 10.0, device="cuda")  # a new tensor; the graph still reads the old one
g.replay()
print(y.tolist())  # still [2.0, 2.0, 2.0, 2.0]
