import torch

x = torch.zeros(2)  # 一个 CPU 张量
with torch.cuda.device_of(x):  # 不在 GPU 上：什么也不改变
    print("inside device_of:", x.device)

if torch.cuda.device_count() > 0:
    last = torch.cuda.device_count() - 1
    with torch.cuda.device(last):  # 此时 "cuda" 指的是第 `last` 块 GPU
        y = torch.zeros(2, device="cuda")
        print("selected inside:", torch.cuda.current_device() == last)
    print("y on the selected GPU:", y.device.index == last)
