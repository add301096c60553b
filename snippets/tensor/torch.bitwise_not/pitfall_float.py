import torch

weights = torch.tensor([0.0, 1.0, 1.0])   # a float 0/1 mask
print(1 - weights)                        # invert a float mask arithmetically
~weights                                  # ~ is refused on floats
