import torch

for i in range(2):
    with torch.cuda.nvtx.range("step {i}"):  # 本想写成 f-string
        pass
