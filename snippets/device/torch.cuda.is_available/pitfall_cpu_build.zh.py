import torch

# "+cpu" 的 wheel 永远看不到 GPU，不管驱动怎么说
print(torch.__version__)
print("CPU-only build:", torch.version.cuda is None and torch.version.hip is None)
print(torch.cuda.is_available())
