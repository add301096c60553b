import torch

torch.manual_seed(0)
vocab, dim = 10, 8
embedding = torch.nn.Embedding(vocab, dim)
criterion = torch.nn.LinearCrossEntropyLoss(dim, vocab)
print(criterion.weight)  # per-class loss weights, not the projection
print(criterion.linear.weight.shape)  # the projection

# Meant to tie the output projection to the embedding, but sets the class weights
criterion.weight = embedding.weight
loss = criterion(torch.randn(4, dim), torch.randint(0, vocab, (4,)))
