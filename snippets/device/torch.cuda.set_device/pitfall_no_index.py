import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

gpu = torch.device("cuda")  # no index: "whatever the current device is"
torch.cuda.set_device(gpu)  # set_device needs to know which one
