import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# three equivalent ways to name a device
print(torch.device("cpu"), torch.device("cuda:1"), torch.device("cuda", 1))
d = torch.device("cuda:1")
print(d.type, d.index)
print(torch.device("cuda").index)      # no index given -> None ("the current device")

# factory functions and .to() accept a torch.device (or a string)
x = torch.zeros(2, device=device)
print(x.device.type == device.type)
