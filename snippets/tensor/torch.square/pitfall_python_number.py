import torch

sigma = 0.5                                  # a Python float hyper-parameter

print(sigma ** 2)                            # square numbers with **
torch.square(sigma)                          # torch.square only takes tensors
