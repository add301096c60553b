import torch

# GPU only: a value read back to the CPU inside the captured region.
x = torch.ones(4, device="cuda")
torch.cuda.synchronize()
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    y = x * 2
    print(y.sum().item())  # needs the result now, but nothing runs during capture
