import torch

saved = torch.get_printoptions()  # NumPy has np.get_printoptions; torch does not
