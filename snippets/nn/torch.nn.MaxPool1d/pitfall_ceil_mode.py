import torch

x = torch.arange(10.0).view(1, 1, 10)
# floor((10 - 3) / 2) + 1 = 4: the element at index 9 is never looked at
print(torch.nn.MaxPool1d(3, stride=2)(x))
# ceil_mode=True adds a last, partial window [8, 9]
print(torch.nn.MaxPool1d(3, stride=2, ceil_mode=True)(x))

# but a window that would start inside the right padding is dropped
y = torch.ones(1, 1, 5)
print(torch.nn.MaxPool1d(2, stride=2, padding=1)(y).shape)
print(torch.nn.MaxPool1d(2, stride=2, padding=1, ceil_mode=True)(y).shape)
