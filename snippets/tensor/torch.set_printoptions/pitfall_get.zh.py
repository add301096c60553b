import torch

saved = torch.get_printoptions()  # NumPy 有 np.get_printoptions；torch 没有
