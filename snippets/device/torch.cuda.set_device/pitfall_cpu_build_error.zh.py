import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

try:
    torch.cuda.set_device(0)
    print("current device:", torch.cuda.current_device())
except (AttributeError, RuntimeError) as e:  # 在仅 CPU 的构建上是 AttributeError
    print(type(e).__name__ + ":", e)
