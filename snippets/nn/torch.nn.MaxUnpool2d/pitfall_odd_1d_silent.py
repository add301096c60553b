import torch

x = torch.tensor([[[1.0, 5.0, 2.0, 7.0, 3.0]]])  # length 5
out, idx = torch.nn.MaxPool1d(2, return_indices=True)(x)
print(torch.nn.MaxUnpool1d(2)(out, idx).shape)  # length 4, no error
print(torch.nn.MaxUnpool1d(2)(out, idx, output_size=x.shape).shape)
