import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

if torch.cuda.is_available():
    for i in range(torch.cuda.device_count()):
        print(i, torch.cuda.get_device_name(i))
    print("current:", torch.cuda.get_device_name())  # device=None -> 当前设备
else:
    print("no CUDA device; torch.version.cuda =", torch.version.cuda)
