import torch

torch.manual_seed(0)
h = torch.relu(torch.randn(2, 5))  # non-negative ReLU features
print(h)
print(torch.nn.AlphaDropout(0.4)(h))  # the zeros move to 0.6071, dropped values become negative
