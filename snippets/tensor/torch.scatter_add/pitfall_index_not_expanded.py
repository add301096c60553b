import torch

features = torch.arange(10.0).reshape(5, 2)    # 5 rows, 2 features
segment = torch.tensor([0, 1, 0, 1, 1])

# meant: sum the rows of each segment; index has only ONE column
wrong = torch.zeros(2, 2).scatter_add(0, segment.unsqueeze(1), features)
print(wrong)                                   # second column never added: no error

index = segment.unsqueeze(1).expand_as(features)
print(torch.zeros(2, 2).scatter_add(0, index, features))
