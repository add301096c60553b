import torch

torch.set_printoptions(profile="Full")  # unknown name: silently ignored
print(torch.arange(2000))  # still summarized

torch.set_printoptions(profile="full")
print("..." in repr(torch.arange(2000)))
