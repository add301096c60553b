import torch

m = torch.arange(6.0).reshape(2, 3).to_mkldnn()
print(m.to_dense().sum())                  # convert back for general-purpose ops
m.sum()                                    # most operators have no oneDNN-layout kernel
