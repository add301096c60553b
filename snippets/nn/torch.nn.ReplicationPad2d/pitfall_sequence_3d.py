import torch

seq = torch.rand(2, 3, 10)  # (N, C, L): a batch of 2 sequences
out = torch.nn.ReplicationPad2d(1)(seq)  # read as one unbatched (C, H, W) image
print(out.shape)  # the channel dim grew too, 3 -> 5
print(torch.nn.ReplicationPad1d(1)(seq).shape)
