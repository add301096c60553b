import torch

values = torch.tensor([10.0, 20.0, 30.0, 40.0])
pos = torch.tensor([0.4, 2.9])                 # fractional positions

print(values[pos.floor().long()])              # integer indices
values[pos.floor()]                            # floor keeps float32: not an index
