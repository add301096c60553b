import torch

for i in range(2):
    with torch.cuda.nvtx.range("step {i}"):  # meant as an f-string
        pass
