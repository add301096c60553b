import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
layer = torch.nn.Linear(5, 2).to(device)
sample = torch.randn(5, device=device)  # one sample with 5 features

print(layer(sample.unsqueeze(0)).shape)  # (1, 5): a batch of one -> (1, 2)
layer(sample.unsqueeze(1))               # (5, 1): five samples with one feature each
