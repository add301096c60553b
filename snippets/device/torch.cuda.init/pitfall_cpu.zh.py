import torch

# 为 GPU 服务器写的“提前初始化”，在没有 GPU 的笔记本上运行。
torch.cuda.init()
