import torch

scores = torch.zeros(3, 3)
causal = torch.ones(3, 3, dtype=torch.bool).tril()  # bool from the start
print(causal.dtype)
print(scores.masked_fill(~causal, float("-inf")))  # fill where the mask is True: above the diagonal

attention_mask = torch.tensor([1, 1, 0])  # int64 from a tokenizer: 1 = keep
print(scores[0].masked_fill(attention_mask == 0, float("-inf")))
