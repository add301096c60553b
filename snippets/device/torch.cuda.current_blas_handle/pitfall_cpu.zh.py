import torch

# 自定义 cuBLAS 调用的封装，在没有 GPU 的机器上导入。
handle = torch.cuda.current_blas_handle()
