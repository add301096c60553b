import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# forgot the parentheses: a function object is always truthy
chosen = torch.device("cuda" if torch.cuda.is_available else "cpu")
print(bool(torch.cuda.is_available))
print(chosen.type)           # "cuda" on every machine, GPU or not

chosen = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(chosen.type == ("cuda" if torch.cuda.is_available() else "cpu"))
