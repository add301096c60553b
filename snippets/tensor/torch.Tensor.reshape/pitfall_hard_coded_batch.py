import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch_size = 32

# the final batch of an epoch is smaller than batch_size
small = torch.randn(10, 3, 4, 4, device=device)      # 480 elements
print(small.reshape(batch_size, -1).shape)          # no error: 480 = 32 * 15, rows now mix samples
print(small.reshape(small.shape[0], -1).shape)      # the correct (10, 48)

odd = torch.randn(10, 3, 5, 5, device=device)        # 750 elements, not divisible by 32
odd.reshape(batch_size, -1)
