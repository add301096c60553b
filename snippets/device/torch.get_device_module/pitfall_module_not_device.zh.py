import torch

# 在任何机器上获取模块都会成功：它只是个 Python 模块。
backend = torch.get_device_module("cuda")

print(backend.current_device())
