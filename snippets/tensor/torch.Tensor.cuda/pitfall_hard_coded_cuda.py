import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2)
try:
    x = x.cuda()           # hard-coded: only works where CUDA is built in and a GPU is visible
    print("moved to", x.device.type)
except (AssertionError, RuntimeError) as exc:
    # CPU-only builds raise AssertionError("Torch not compiled with CUDA enabled");
    # CUDA builds without a usable GPU raise RuntimeError
    print("failed with", type(exc).__name__)

y = torch.ones(2).to(device)   # works everywhere: the device is chosen once, outside the code
print(y.device.type == device.type)
