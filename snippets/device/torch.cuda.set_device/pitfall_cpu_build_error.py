import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

try:
    torch.cuda.set_device(0)
    print("current device:", torch.cuda.current_device())
except (AttributeError, RuntimeError) as e:  # AttributeError on a CPU-only build
    print(type(e).__name__ + ":", e)
