import torch

stds = torch.tensor([[1.0, 2.0],
                     [3.0, 4.0]])          # a batch of per-sample standard deviations

print(torch.diag(stds))                    # 2-D input: diag *extracts* the diagonal
print(torch.diag_embed(stds).shape)        # builds one diagonal matrix per row
