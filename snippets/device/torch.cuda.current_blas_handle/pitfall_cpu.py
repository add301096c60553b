import torch

# A custom cuBLAS kernel wrapper, imported on a machine without a GPU.
handle = torch.cuda.current_blas_handle()
