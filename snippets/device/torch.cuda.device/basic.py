import torch

x = torch.zeros(2)  # a CPU tensor
with torch.cuda.device_of(x):  # not on a GPU: nothing changes
    print("inside device_of:", x.device)

if torch.cuda.device_count() > 0:
    last = torch.cuda.device_count() - 1
    with torch.cuda.device(last):  # "cuda" now means GPU `last`
        y = torch.zeros(2, device="cuda")
        print("selected inside:", torch.cuda.current_device() == last)
    print("y on the selected GPU:", y.device.index == last)
