import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

raw = "cpu\n"                      # e.g. read from a config file, newline included
print(repr(raw.strip()), torch.device(raw.strip()))
torch.device(raw)
