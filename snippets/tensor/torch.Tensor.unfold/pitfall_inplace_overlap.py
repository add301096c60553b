import torch

seq = torch.zeros(5)
w = seq.unfold(0, 3, 1)      # overlapping windows share elements
w += 1                       # no error, but each element is updated once per window it is in
print(seq)
print(w)
