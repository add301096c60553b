import torch

print(torch.eye(3))                          # square identity, float32
print(torch.eye(2, 4))                       # n rows, m columns
print(torch.eye(3, dtype=torch.bool))        # a diagonal mask
print(torch.eye(2, dtype=torch.int64).dtype)

# a batch of identities: expand is a view, clone before writing into it
batch = torch.eye(2).expand(3, 2, 2).clone()
batch[0] *= 5
print(batch.shape, batch[0], batch[1], sep="\n")
