import torch

wait_steps = torch.zeros(4, dtype=torch.long)

wait_steps.exponential_()  # continuous samples cannot go into an integer tensor
