import torch

act = torch.nn.CELU(alpha=0.0)  # hoping for a ReLU-like limit; construction succeeds
act(torch.tensor([-1.0, 1.0]))
