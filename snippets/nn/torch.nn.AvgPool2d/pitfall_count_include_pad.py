import torch

ones = torch.ones(1, 1, 4, 4)

# the default counts the zero padding in the denominator: borders get darker
print(torch.nn.AvgPool2d(3, stride=1, padding=1)(ones)[0, 0])
print(torch.nn.AvgPool2d(3, stride=1, padding=1, count_include_pad=False)(ones)[0, 0])
