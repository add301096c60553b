import torch

# 无条件打印 GPU 编号，会让所有仅 CPU 的运行都报错。
print("training on GPU", torch.cuda.current_device())
