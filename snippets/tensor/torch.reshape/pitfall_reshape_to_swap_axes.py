import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# a 2x2 RGB image in HWC layout; channel c of every pixel holds value 10*c + pixel
hwc = torch.tensor([[[0, 10, 20], [1, 11, 21]],
                    [[2, 12, 22], [3, 13, 23]]], device=device)

wrong = torch.reshape(hwc, (3, 2, 2))      # right shape, scrambled channels
right = torch.permute(hwc, (2, 0, 1))      # CHW: channel 0 is [[0, 1], [2, 3]]
print(wrong[0].tolist())
print(right[0].tolist())
print(torch.equal(wrong, right))
